"""`python -m fortythieves`."""

import sys

from fortythieves.faces.cli import main

sys.exit(main())

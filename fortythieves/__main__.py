"""`python -m fortythieves`."""

import sys

from fortythieves.cli import main

sys.exit(main())

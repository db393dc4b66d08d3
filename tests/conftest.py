"""Lets test modules share their helpers (`from test_speech import FakeLauncher`)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from hypothesis import HealthCheck, settings

# A loaded two-core machine (CI) can make generation slow; slowness is no failure here.
settings.register_profile("default", suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("default")

# Calls sys.exit() at import time: CE, since no case can run.
# expect: SystemExit
import sys

sys.exit(3)

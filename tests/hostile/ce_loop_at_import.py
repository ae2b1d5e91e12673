# time-factor: 1 (it never ends: at the spec's own limit its cost is the same on any machine)
# Loops forever at import time: loading is cut at the case deadline and reported as not loadable.
# expect: did not finish within
while True:
    pass

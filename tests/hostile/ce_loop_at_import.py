# Loops forever at import time: loading is cut at the case deadline and reported as not loadable.
# expect: did not finish within
while True:
    pass

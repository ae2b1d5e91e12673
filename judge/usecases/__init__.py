"""What each command does, below the command line: a request in, events or a result out.

A click command parses its options into a request, calls one use case, renders what comes back
and sets the exit code; the use case knows nothing of the terminal (it prints nothing and imports
no renderer), so `submit` and `watch` share one, and a test or another front end can drive it.
"""

"""`judge serve`: a local page to read a problem, edit its solution file, submit it and watch the
verdicts come case by case.

The page is a front end of the same use cases the command line calls (judge/usecases/): nothing is
judged here that `judge submit` would judge differently, and a submission is recorded as it records
one. `guard` is what keeps other web pages and other hosts out; `app` the routes; `jobs` the
judgings running on worker threads; `workspace` the one folder whose solution files it may touch.
"""

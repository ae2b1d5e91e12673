"""The only owner of processes and rlimits: the runner, the in-child harness, the languages."""

# Naive fixed point, with no queue and no counters: start with every undecided state unknown and
# sweep over all states again and again. A mover who has a move into a state it wins takes it; a
# mover whose every move goes into a state the other side wins loses. When a whole sweep changes
# nothing, the states still unknown are draws (neither side can force a result from them).
def catMouseGame(graph):
    n = len(graph)
    value = {}  # (mouse, cat, mouse_to_move) -> 1 (mouse wins) or 2 (cat wins)
    for mouse in range(n):
        for cat in range(1, n):
            for mouse_to_move in (True, False):
                if mouse == 0:
                    value[mouse, cat, mouse_to_move] = 1
                elif mouse == cat:
                    value[mouse, cat, mouse_to_move] = 2
    changed = True
    while changed:
        changed = False
        for mouse in range(1, n):
            for cat in range(1, n):
                for mouse_to_move in (True, False):
                    state = (mouse, cat, mouse_to_move)
                    if state in value:
                        continue
                    if mouse_to_move:
                        me, after = 1, [value.get((m, cat, False)) for m in graph[mouse]]
                    else:
                        me, after = 2, [value.get((mouse, c, True)) for c in graph[cat] if c != 0]
                    if me in after:
                        value[state] = me
                        changed = True
                    elif all(v == 3 - me for v in after):
                        value[state] = 3 - me
                        changed = True
    return value.get((1, 2, True), 0)

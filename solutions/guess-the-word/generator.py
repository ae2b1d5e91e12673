# Small games for `judge verify`'s proof of the reference: lists of up to `length` words that look
# alike (two letters, or one letter changed at a time), every word of each list as the secret, and
# each list's adaptive game (the judge picks the secret as it answers).
from itertools import product

ALIKE = ["".join(letters) for letters in product("ab", repeat=6)]  # 64 words, 0-6 letters apart
CHAIN = ["zzzzzz", "azzzzz", "abzzzz", "abczzz", "abcdzz", "abcdez", "abcdef", "bbcdef"]


def small_inputs(length):
    for size in range(1, min(length, len(CHAIN)) + 1):
        for words in (ALIKE[:size], ALIKE[-size:], ALIKE[::9][:size], CHAIN[:size]):
            for secret in words:
                yield {"words": list(words), "secret": secret, "allowedGuesses": 10, "adaptive": False}
            yield {"words": list(words), "secret": words[-1], "allowedGuesses": 10, "adaptive": True}

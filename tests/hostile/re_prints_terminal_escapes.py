# expect: ValueError
# Prints escape sequences that would clear the screen, retitle the window and colour the text, and
# raises with one in its message: shown escaped (\x1b), never sent raw to the user's terminal.
class Solution:
    def sumList(self, nums):
        print("\x1b[2J\x1b]0;pwned\x07\x1b[31mred\x1b[0m\r")
        raise ValueError("\x1b[41mboom\x1b[0m")

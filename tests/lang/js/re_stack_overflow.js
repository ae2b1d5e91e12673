// problem: coins-in-a-line
// expect: Maximum call stack size exceeded
function down(n) { return 1 + down(n + 1); }
var firstWillWin = function(n) {
    return down(0) > 0;
};

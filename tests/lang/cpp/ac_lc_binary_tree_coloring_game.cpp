// problem: binary-tree-coloring-game
// LeetCode 1145 as submitted there: the TreeNode comment block, then the counting solution.
/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 * };
 */
class Solution {
    int leftSize = 0, rightSize = 0;

    int count(TreeNode* node, int x) {
        if (!node) return 0;
        int l = count(node->left, x), r = count(node->right, x);
        if (node->val == x) {
            leftSize = l;
            rightSize = r;
        }
        return l + r + 1;
    }

public:
    bool btreeGameWinningMove(TreeNode* root, int n, int x) {
        count(root, x);
        int above = n - 1 - leftSize - rightSize;
        return max({leftSize, rightSize, above}) > n / 2;
    }
};

// The part of the judge's Rust driver built with each solution (rust.py): included at the end of the
// user's file, so the user's lines keep their numbers, and items need no order in Rust. It supplies
// what LeetCode supplies (`struct Solution;`, TreeNode, ListNode, an interactive problem's API),
// converts the case's JSON into the entry's own parameter types (inferred from the call), and calls
// it; the core (rust_driver_core.rs, the crate judge_rt) speaks the runner's protocol. Which parts
// are built is chosen by --cfg flags; rust.py fills in the two @@ marks (protocol.fill).
// Everything but LeetCode's names lives in `mod judge_glue`: the user's `use` lines cannot clash.

#[cfg(not(judge_own_solution))]
pub struct Solution;

// LeetCode's definitions, exactly (their fields and `new`), unless the user's file has its own.
#[cfg(all(judge_tree, not(judge_own_tree)))]
#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode {
    pub val: i32,
    pub left: Option<std::rc::Rc<std::cell::RefCell<TreeNode>>>,
    pub right: Option<std::rc::Rc<std::cell::RefCell<TreeNode>>>,
}

#[cfg(all(judge_tree, not(judge_own_tree)))]
impl TreeNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        TreeNode { val, left: None, right: None }
    }
}

#[cfg(all(judge_list, not(judge_own_list)))]
#[derive(PartialEq, Eq, Clone, Debug)]
pub struct ListNode {
    pub val: i32,
    pub next: Option<Box<ListNode>>,
}

#[cfg(all(judge_list, not(judge_own_list)))]
impl ListNode {
    #[inline]
    fn new(val: i32) -> Self {
        ListNode { next: None, val }
    }
}

// 374: LeetCode declares `unsafe fn guess(num: i32) -> i32`; each call is a round trip to the
// interactor.
#[cfg(judge_api_guess)]
unsafe fn guess(num: i32) -> i32 {
    judge_rt::ask("guess", &num.to_string())
}

// 843: the Master passed to the entry as `&Master`.
#[cfg(judge_api_master)]
pub struct Master;

#[cfg(judge_api_master)]
impl Master {
    pub fn guess(&self, word: String) -> i32 {
        judge_rt::ask("guess", &judge_rt::quoted(&word))
    }
}

fn main() {
    judge_rt::main(judge_glue::run_case)
}

mod judge_glue {
    use judge_rt::Json;

    /// A parameter's type built from the case's JSON; `none()` is what a strategy's optional value
    /// holds before the opponent's first move.
    pub trait Arg: Sized {
        fn from_json(j: &Json) -> Self;
        fn none() -> Self;
    }

    macro_rules! integers {
        ($($t:ty),*) => {$(
            impl Arg for $t {
                fn from_json(j: &Json) -> Self {
                    j.int() as $t
                }
                fn none() -> Self {
                    (0 as $t).wrapping_sub(1)
                }
            }
        )*};
    }
    integers!(i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize);

    impl Arg for f64 {
        fn from_json(j: &Json) -> Self {
            j.float()
        }
        fn none() -> Self {
            -1.0
        }
    }
    impl Arg for bool {
        fn from_json(j: &Json) -> Self {
            j.boolean()
        }
        fn none() -> Self {
            false
        }
    }
    impl Arg for String {
        fn from_json(j: &Json) -> Self {
            j.text().to_string()
        }
        fn none() -> Self {
            String::new()
        }
    }
    impl<T: Arg> Arg for Vec<T> {
        fn from_json(j: &Json) -> Self {
            j.items().iter().map(T::from_json).collect()
        }
        fn none() -> Self {
            Vec::new()
        }
    }
    impl<T: Arg> Arg for Option<T> {
        fn from_json(j: &Json) -> Self {
            if j.is_null() {
                None
            } else {
                Some(T::from_json(j))
            }
        }
        fn none() -> Self {
            None
        }
    }

    // LeetCode's TreeNode from its level-order list: each node, in order, takes the next two entries
    // as its left and right child (null: none).
    #[cfg(judge_tree)]
    impl Arg for Option<std::rc::Rc<std::cell::RefCell<crate::TreeNode>>> {
        fn from_json(j: &Json) -> Self {
            use std::{cell::RefCell, rc::Rc};
            let nodes: Vec<Option<Rc<RefCell<crate::TreeNode>>>> = j
                .items()
                .iter()
                .map(|v| if v.is_null() { None } else { Some(Rc::new(RefCell::new(crate::TreeNode::new(v.int() as i32)))) })
                .collect();
            let mut next = 1;
            for node in nodes.iter().flatten() {
                let mut node = node.borrow_mut();
                node.left = nodes.get(next).cloned().flatten();
                node.right = nodes.get(next + 1).cloned().flatten();
                next += 2;
            }
            nodes.first().cloned().flatten()
        }
        fn none() -> Self {
            None
        }
    }

    // LeetCode's ListNode from the list of its values, linked in order ([]: None).
    #[cfg(judge_list)]
    impl Arg for Option<Box<crate::ListNode>> {
        fn from_json(j: &Json) -> Self {
            let mut head = None;
            for v in j.items().iter().rev() {
                let mut node = crate::ListNode::new(v.int() as i32);
                node.next = head;
                head = Some(Box::new(node));
            }
            head
        }
        fn none() -> Self {
            None
        }
    }

    /// A strategy's move parameter `k` from the referee's view: null (no opponent move yet) is the
    /// type's `none()`: -1, "", an empty list, None.
    pub fn view_arg<T: Arg>(view: &[Json], k: usize) -> T {
        match view.get(k) {
            Some(value) if !value.is_null() => T::from_json(value),
            _ => T::none(),
        }
    }

    /// The argument `name` of the case, as the entry's parameter type.
    pub fn arg<T: Arg>(args: &Json, name: &str) -> T {
        let Some(value) = args.get(name) else { panic!("the judge sent no argument {}", name) };
        match std::panic::catch_unwind(|| T::from_json(value)) {
            Ok(converted) => converted,
            Err(_) => panic!(
                "the argument {} cannot be passed as {}: {}",
                name,
                std::any::type_name::<T>(),
                judge_rt::last_panic_payload()
            ),
        }
    }

    #[allow(unused_unsafe, unused_imports, unused_mut)]
    pub fn run_case(args: &Json, r: &mut judge_rt::Outcome) {
        use judge_rt::{NotPlain, Plain, Returned};
        @@ARGS@@
        let returned = judge_rt::call(r, move || unsafe { @@CALL@@ });
        (&Returned(returned)).encode(r);
    }
}

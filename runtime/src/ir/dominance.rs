//! Dominators of a region's blocks (MLIR's `DominanceInfo` for one region): the control-flow
//! graph is the region's blocks, entry first, with the successors of each block's last op as
//! edges. Immediate dominators by Cooper, Harvey and Kennedy's iterative algorithm over the
//! reverse post-order; queries in constant time by the dominator tree's pre-order intervals.

use super::{BlockId, Ir, RegionId};

const NONE: u32 = u32::MAX;

/// The buffers [`DomTree::new_in`] builds a tree in: a caller that builds many (the verifier,
/// one per region of several blocks) allocates them once.
#[derive(Debug, Default)]
pub(crate) struct DomWork {
    /// Successor lists, flat: node i's are `succ[first[i]..first[i + 1]]`.
    first: Vec<u32>,
    succ: Vec<u32>,
    /// The reachable nodes in post-order, and the depth-first search's stack.
    post: Vec<u32>,
    dfs: Vec<(u32, u32)>,
    /// Predecessor lists, flat as the successors.
    pred_first: Vec<u32>,
    fill: Vec<u32>,
    preds: Vec<u32>,
    /// The dominator tree's children as linked lists, and the walk's stack.
    child: Vec<u32>,
    sibling: Vec<u32>,
    stack: Vec<u32>,
}

/// The dominator tree of a control-flow graph whose nodes are `0..n`, node 0 the entry.
#[derive(Clone, Debug)]
pub struct DomTree {
    /// Immediate dominator of each node; the entry's is itself, an unreachable node's `NONE`.
    idom: Vec<u32>,
    /// Pre-order number of each node in the dominator tree (`NONE` when unreachable).
    enter: Vec<u32>,
    /// The largest pre-order number in each node's subtree.
    exit: Vec<u32>,
}

impl DomTree {
    /// The dominators of the graph with nodes `0..n` and the edges `successors(i)` gives (edges
    /// to nodes out of range are ignored).
    pub fn new<I: IntoIterator<Item = usize>>(n: usize, successors: impl Fn(usize) -> I) -> Self {
        DomTree::new_in(&mut DomWork::default(), n, successors)
    }

    /// [`DomTree::new`] in the buffers of `work`, kept by a caller that builds many trees.
    pub(crate) fn new_in<I: IntoIterator<Item = usize>>(
        work: &mut DomWork,
        n: usize,
        successors: impl Fn(usize) -> I,
    ) -> Self {
        let DomWork {
            first,
            succ,
            post,
            dfs,
            pred_first,
            fill,
            preds,
            child,
            sibling,
            stack,
        } = work;
        let mut tree = DomTree {
            idom: vec![NONE; n],
            enter: vec![NONE; n],
            exit: vec![NONE; n],
        };
        if n == 0 {
            return tree;
        }
        // Successor lists, flat: node i's are `succ[first[i]..first[i + 1]]`.
        first.clear();
        succ.clear();
        for i in 0..n {
            first.push(succ.len() as u32);
            succ.extend(
                successors(i)
                    .into_iter()
                    .filter(|s| *s < n)
                    .map(|s| s as u32),
            );
        }
        first.push(succ.len() as u32);
        let succ_of = |i: usize| &succ[first[i] as usize..first[i + 1] as usize];
        // Reverse post-order from the entry (iterative depth-first search); `exit` holds the
        // post-order number meanwhile, `enter` marks visited nodes.
        post.clear();
        dfs.clear();
        dfs.push((0, 0));
        tree.enter[0] = 0;
        while let Some((node, next)) = dfs.last_mut() {
            let node_succ = succ_of(*node as usize);
            if let Some(s) = node_succ.get(*next as usize) {
                *next += 1;
                if tree.enter[*s as usize] == NONE {
                    tree.enter[*s as usize] = 0;
                    dfs.push((*s, 0));
                }
            } else {
                tree.exit[*node as usize] = post.len() as u32;
                post.push(*node);
                dfs.pop();
            }
        }
        // Predecessor lists of the reachable nodes, flat as the successors.
        pred_first.clear();
        pred_first.resize(n + 1, 0);
        for p in post.iter() {
            for s in succ_of(*p as usize) {
                pred_first[*s as usize + 1] += 1;
            }
        }
        for i in 0..n {
            pred_first[i + 1] += pred_first[i];
        }
        fill.clone_from(pred_first);
        preds.clear();
        preds.resize(pred_first[n] as usize, 0);
        for p in post.iter() {
            for s in succ_of(*p as usize) {
                preds[fill[*s as usize] as usize] = *p;
                fill[*s as usize] += 1;
            }
        }
        // Cooper, Harvey, Kennedy: "A Simple, Fast Dominance Algorithm".
        let order = &tree.exit;
        tree.idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for b in post.iter().rev().skip(1) {
                let mut new_idom = NONE;
                let range = pred_first[*b as usize] as usize..pred_first[*b as usize + 1] as usize;
                for p in &preds[range] {
                    if tree.idom[*p as usize] == NONE {
                        continue;
                    }
                    new_idom = if new_idom == NONE {
                        *p
                    } else {
                        intersect(&tree.idom, order, *p, new_idom)
                    };
                }
                if new_idom != NONE && tree.idom[*b as usize] != new_idom {
                    tree.idom[*b as usize] = new_idom;
                    changed = true;
                }
            }
        }
        // Pre-order intervals of the dominator tree: children as linked lists.
        child.clear();
        child.resize(n, NONE);
        sibling.clear();
        sibling.resize(n, NONE);
        for b in post.iter().copied().filter(|b| *b != 0) {
            let parent = tree.idom[b as usize] as usize;
            sibling[b as usize] = child[parent];
            child[parent] = b;
        }
        tree.enter.fill(NONE);
        tree.exit.fill(NONE);
        let mut counter = 0u32;
        stack.clear();
        stack.push(0);
        tree.enter[0] = 0;
        // Each stack entry is a node whose children are still to visit, via `child` (consumed).
        while let Some(node) = stack.last().copied() {
            let c = child[node as usize];
            if c == NONE {
                tree.exit[node as usize] = counter;
                stack.pop();
            } else {
                child[node as usize] = sibling[c as usize];
                counter += 1;
                tree.enter[c as usize] = counter;
                stack.push(c);
            }
        }
        tree
    }

    /// The dominator tree of `region`'s blocks; `index` gives a block's position in the region
    /// (the caller's map; successors outside the region are ignored).
    pub fn of_region(ir: &Ir, region: RegionId, index: impl Fn(BlockId) -> Option<usize>) -> Self {
        DomTree::of_region_in(&mut DomWork::default(), ir, region, index)
    }

    /// [`DomTree::of_region`] in the buffers of `work` (see [`DomTree::new_in`]).
    pub(crate) fn of_region_in(
        work: &mut DomWork,
        ir: &Ir,
        region: RegionId,
        index: impl Fn(BlockId) -> Option<usize>,
    ) -> Self {
        let blocks = &ir.region(region).blocks;
        DomTree::new_in(work, blocks.len(), |i| {
            blocks
                .get(i)
                .and_then(|b| ir.block(*b).ops.last())
                .map(|op| ir.op(*op).successors())
                .unwrap_or(&[])
                .iter()
                .filter_map(|s| index(*s))
        })
    }

    /// Whether node `b` is reachable from the entry.
    pub fn is_reachable(&self, b: usize) -> bool {
        self.enter.get(b).is_some_and(|e| *e != NONE)
    }

    /// The immediate dominator of `b` (`None` for the entry and unreachable nodes).
    pub fn idom(&self, b: usize) -> Option<usize> {
        match self.idom.get(b) {
            Some(d) if *d != NONE && *d as usize != b => Some(*d as usize),
            _ => None,
        }
    }

    /// Whether `a` dominates `b` (LLVM's `DominatorTree::dominates`: a node dominates itself, an
    /// unreachable node is dominated by every node and dominates none other).
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        self.enter[a] <= self.enter[b] && self.exit[b] <= self.exit[a]
    }

    /// Whether `a` dominates `b` and is not `b`.
    pub fn properly_dominates(&self, a: usize, b: usize) -> bool {
        a != b && self.dominates(a, b)
    }
}

/// The nearest common dominator of `a` and `b` in the tree built so far (`post`: post-order
/// numbers, the entry's the largest).
fn intersect(idom: &[u32], post: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while post[a as usize] < post[b as usize] {
            a = idom[a as usize];
        }
        while post[b as usize] < post[a as usize] {
            b = idom[b as usize];
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::{DomTree, DomWork};

    #[test]
    fn trees_built_in_one_work_area_match_trees_built_alone() {
        // Graphs of different sizes in turn: nothing of an earlier tree may leak into a later.
        let graphs: [&[&[usize]]; 5] = [
            &[&[1, 2], &[3], &[3], &[]],
            &[&[1], &[2, 4], &[3], &[1, 2], &[]],
            &[&[1]],
            &[&[2], &[2], &[], &[]],
            &[&[1, 2], &[2], &[1]],
        ];
        let mut work = DomWork::default();
        for edges in graphs.iter().chain(graphs.iter().rev()) {
            let shared = DomTree::new_in(&mut work, edges.len(), |i| edges[i].to_vec());
            let alone = DomTree::new(edges.len(), |i| edges[i].to_vec());
            assert_eq!(
                (&shared.idom, &shared.enter, &shared.exit),
                (&alone.idom, &alone.enter, &alone.exit)
            );
        }
    }

    fn tree(edges: &[&[usize]]) -> DomTree {
        DomTree::new(edges.len(), |i| edges[i].to_vec())
    }

    #[test]
    fn diamond() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3
        let t = tree(&[&[1, 2], &[3], &[3], &[]]);
        assert_eq!(t.idom(1), Some(0));
        assert_eq!(t.idom(2), Some(0));
        assert_eq!(t.idom(3), Some(0));
        assert!(t.properly_dominates(0, 3));
        assert!(!t.dominates(1, 3));
        assert!(!t.dominates(2, 3));
        assert!(!t.properly_dominates(3, 3));
        assert!(t.dominates(3, 3));
    }

    #[test]
    fn loops() {
        // 0 -> 1; 1 -> 2, 4; 2 -> 3; 3 -> 1 (back edge), 2 (inner loop); 4 exit
        let t = tree(&[&[1], &[2, 4], &[3], &[1, 2], &[]]);
        assert_eq!(t.idom(1), Some(0));
        assert_eq!(t.idom(2), Some(1));
        assert_eq!(t.idom(3), Some(2));
        assert_eq!(t.idom(4), Some(1));
        assert!(t.dominates(1, 3));
        assert!(t.dominates(2, 3));
        assert!(!t.dominates(3, 2));
        assert!(!t.dominates(2, 4));
        // A self loop.
        let t = tree(&[&[1], &[1, 2], &[]]);
        assert_eq!(t.idom(2), Some(1));
        assert!(t.properly_dominates(1, 2));
    }

    #[test]
    fn irreducible() {
        // 0 -> 1, 2; 1 <-> 2: neither of 1, 2 dominates the other.
        let t = tree(&[&[1, 2], &[2], &[1]]);
        assert_eq!(t.idom(1), Some(0));
        assert_eq!(t.idom(2), Some(0));
        assert!(!t.dominates(1, 2));
        assert!(!t.dominates(2, 1));
    }

    #[test]
    fn unreachable_blocks() {
        // 0 -> 2; 1 -> 2 (1 unreachable); 3 unreachable, alone.
        let t = tree(&[&[2], &[2], &[], &[]]);
        assert!(t.is_reachable(0) && t.is_reachable(2));
        assert!(!t.is_reachable(1) && !t.is_reachable(3));
        assert_eq!(t.idom(2), Some(0));
        assert_eq!(t.idom(1), None);
        // An unreachable block is dominated by any block and dominates none.
        assert!(t.dominates(2, 1));
        assert!(t.dominates(3, 1));
        assert!(!t.dominates(1, 2));
        assert!(t.properly_dominates(0, 3));
    }

    #[test]
    fn chain_and_out_of_range_edges() {
        let t = tree(&[&[1, 9], &[2], &[3], &[]]);
        for b in 1..4 {
            assert_eq!(t.idom(b), Some(b - 1));
            assert!(t.properly_dominates(0, b));
        }
        assert!(t.dominates(1, 3) && !t.dominates(3, 1));
        let empty = DomTree::new(0, |_| Vec::new());
        assert!(!empty.is_reachable(0));
    }
}

//! `rods-opt`'s global allocator: the system allocator, on transparent huge pages.
//!
//! Touching fresh memory costs a page fault per 4 KiB page: on an 18 MB module these faults
//! were a quarter of the process's CPU time, taken while two threads parse at once. A huge
//! page costs one fault per 2 MiB; the price is memory, as a huge page is resident as a whole
//! once touched (peak RSS 5–13% higher on the benchmarks of `benches/compare.sh`).
//!
//! - A block of [`LARGE`] bytes or more (the IR's arrays of ops and values, the parser's and
//!   the printer's tables, on a large input) is a mapping of its own, advised huge pages. It
//!   grows and shrinks by `mremap`, which moves the page tables, never the bytes; a block that
//!   crosses [`LARGE`] is copied once.
//! - Smaller blocks (an op's attribute list, a type, a name) stay the system allocator's. With
//!   glibc, [`init`] makes its heaps grow by 32 MiB at a time, and each part of a heap is
//!   advised huge pages when a block is first found in it: what glibc's
//!   `glibc.malloc.hugetlb=1` tunable does, which can only be set before the process starts.
//!
//! Where huge pages are off (`/sys/kernel/mm/transparent_hugepage/enabled` is `never`),
//! `madvise` has no effect and all blocks are ordinary pages.

use std::alloc::{GlobalAlloc, Layout, System};

/// The allocator (see the module's doc).
#[derive(Debug)]
pub struct HugePageAlloc;

/// Size of a transparent huge page on x86-64 and aarch64 (4 KiB base pages).
const HUGE_PAGE: usize = 2 << 20;

/// Blocks from this size on are mapped on their own.
pub const LARGE: usize = 4 << 20;

/// Whether a block of `layout` is mapped on its own: large, and aligned no more than a page
/// (what a mapping's start is).
fn is_large(layout: &Layout) -> bool {
    layout.size() >= LARGE && layout.align() <= 4096
}

/// The length of the mapping of a large block of `size` bytes: whole huge pages (which the
/// kernel then places at a huge-page boundary).
fn mapped_len(size: usize) -> usize {
    size.div_ceil(HUGE_PAGE).saturating_mul(HUGE_PAGE)
}

#[allow(unsafe_code)]
mod sys {
    use super::mapped_len;

    /// A fresh zeroed mapping for `size` bytes, advised to use huge pages; null on failure.
    pub(super) fn map(size: usize) -> *mut u8 {
        let len = mapped_len(size);
        // SAFETY: an anonymous private mapping at an address the kernel picks touches no
        // existing memory.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if p == libc::MAP_FAILED {
            return std::ptr::null_mut();
        }
        // SAFETY: advice on the mapping just made; its failure (no huge pages) is harmless.
        unsafe { libc::madvise(p, len, libc::MADV_HUGEPAGE) };
        p.cast()
    }

    /// Unmaps a block [`map`] or [`remap`] returned for `size` bytes.
    ///
    /// # Safety
    /// `p` is such a block, for `size`, and is not used again.
    pub(super) unsafe fn unmap(p: *mut u8, size: usize) {
        // SAFETY: the caller's guarantee; the length is the one it was mapped with.
        unsafe { libc::munmap(p.cast(), mapped_len(size)) };
    }

    /// Resizes a block [`map`] returned for `old` bytes to `new` bytes, moving it if need be
    /// (its pages move, not its bytes); null on failure (the block is then unchanged).
    ///
    /// # Safety
    /// `p` is such a block, for `old`.
    pub(super) unsafe fn remap(p: *mut u8, old: usize, new: usize) -> *mut u8 {
        let (old_len, new_len) = (mapped_len(old), mapped_len(new));
        if old_len == new_len {
            return p;
        }
        // SAFETY: the caller's guarantee; the lengths are the mapped ones.
        let q = unsafe { libc::mremap(p.cast(), old_len, new_len, libc::MREMAP_MAYMOVE) };
        if q == libc::MAP_FAILED {
            return std::ptr::null_mut();
        }
        if new_len > old_len {
            // SAFETY: advice on the mapping just resized.
            unsafe { libc::madvise(q, new_len, libc::MADV_HUGEPAGE) };
        }
        q.cast()
    }
}

/// Sets the system allocator up for huge pages (see the module's doc): call once, first
/// thing in `main`. Without it the allocator still maps large blocks on huge pages.
pub fn init() {
    #[cfg(target_env = "gnu")]
    heap::init();
}

/// glibc's heaps on huge pages. The main heap (`brk`) and each thread's arena (a 64 MiB
/// reservation aligned to its size, grown in place) are advised `MADV_HUGEPAGE` as blocks
/// are found in parts not advised yet, and grow by [`TOP_PAD`] at a time, so that most of a
/// growth is untouched when advised. Advice outside these heaps (were glibc ever to place a
/// small block elsewhere) costs memory, never correctness.
#[cfg(target_env = "gnu")]
#[allow(unsafe_code)]
mod heap {
    use std::cell::Cell;
    use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

    /// How much a heap grows by beyond what an allocation needs (`M_TOP_PAD`; glibc's
    /// default is 128 KiB). Untouched, it costs no memory.
    pub const TOP_PAD: usize = 32 << 20;

    /// Blocks below this size always come from a heap (glibc maps blocks of 128 KiB or more,
    /// its smallest mapping threshold, on their own).
    const SMALL: usize = 64 << 10;

    /// Size and alignment of a thread arena's heap (glibc's `HEAP_MAX_SIZE` on 64-bit).
    const ARENA_HEAP: usize = 64 << 20;

    /// Start of the main heap (0: not set up), and the end of its advised part.
    static BRK_START: AtomicUsize = AtomicUsize::new(0);
    static ADVISED_END: AtomicUsize = AtomicUsize::new(0);

    thread_local! {
        /// The arena heap this thread advised last.
        static ARENA: Cell<usize> = const { Cell::new(0) };
    }

    pub(super) fn init() {
        // SAFETY: `mallopt` and `sbrk(0)` only read or set the allocator's parameters.
        let start = unsafe {
            libc::mallopt(libc::M_TOP_PAD, TOP_PAD as libc::c_int);
            libc::sbrk(0)
        };
        let start = start.addr();
        if start != usize::MAX {
            ADVISED_END.store(start, Relaxed);
            BRK_START.store(start, Relaxed);
        }
    }

    /// Notes a block the system allocator returned: its heap's new part is advised.
    #[inline]
    pub(super) fn note(p: *mut u8, size: usize) {
        let a = p.addr();
        let start = BRK_START.load(Relaxed);
        if size >= SMALL || a == 0 || start == 0 {
            return;
        }
        if a >= start && a.saturating_add(size) <= ADVISED_END.load(Relaxed) {
            return;
        }
        if a < start || ARENA.get() == a & !(ARENA_HEAP - 1) {
            advise_arena(a);
            return;
        }
        advise_main(a);
    }

    /// The main heap grew (or `a` is in a thread arena above it).
    #[cold]
    fn advise_main(a: usize) {
        // SAFETY: `sbrk(0)` reads the current end of the main heap.
        let end = unsafe { libc::sbrk(0) }.addr();
        if a >= end {
            advise_arena(a);
            return;
        }
        let from = ADVISED_END.fetch_max(end, Relaxed);
        if from < end {
            advise(from, end - from);
        }
    }

    /// `a` is in a thread arena's heap: advised once per thread.
    fn advise_arena(a: usize) {
        let base = a & !(ARENA_HEAP - 1);
        if ARENA.replace(base) != base {
            advise(base, ARENA_HEAP);
        }
    }

    fn advise(from: usize, len: usize) {
        let page = from & !4095;
        // SAFETY: advice only; a range not mapped is an error `madvise` returns, ignored.
        unsafe {
            libc::madvise(
                std::ptr::without_provenance_mut(page),
                len + (from - page),
                libc::MADV_HUGEPAGE,
            )
        };
    }
}

/// [`heap::note`] where there is one.
#[inline]
fn note_small(p: *mut u8, size: usize) {
    #[cfg(target_env = "gnu")]
    heap::note(p, size);
    #[cfg(not(target_env = "gnu"))]
    let _ = (p, size);
}

// SAFETY: large blocks are fresh mappings of at least their size, page-aligned (which covers
// their alignment, checked by `is_large`), returned to the kernel only by `dealloc` and
// `realloc` with the layout they were made for; everything else is the system allocator's.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for HugePageAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if is_large(&layout) {
            return sys::map(layout.size());
        }
        // SAFETY: the caller's guarantees, passed on.
        let p = unsafe { System.alloc(layout) };
        note_small(p, layout.size());
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if is_large(&layout) {
            // A fresh anonymous mapping is zeroed.
            return sys::map(layout.size());
        }
        // SAFETY: the caller's guarantees, passed on.
        let p = unsafe { System.alloc_zeroed(layout) };
        note_small(p, layout.size());
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if is_large(&layout) {
            // SAFETY: `ptr` was mapped for this layout (`alloc` or `realloc` chose by it).
            unsafe { sys::unmap(ptr, layout.size()) };
            return;
        }
        // SAFETY: the caller's guarantees, passed on.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller guarantees that `new_size`, rounded to `layout.align()`, does
        // not overflow.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        match (is_large(&layout), is_large(&new_layout)) {
            (false, false) => {
                // SAFETY: the caller's guarantees, passed on.
                let p = unsafe { System.realloc(ptr, layout, new_size) };
                note_small(p, new_size);
                p
            }
            // SAFETY: `ptr` was mapped for `layout`.
            (true, true) => unsafe { sys::remap(ptr, layout.size(), new_size) },
            _ => {
                // SAFETY: `new_layout` has a non-zero size (the caller's guarantee).
                let new = unsafe { self.alloc(new_layout) };
                if !new.is_null() {
                    // SAFETY: both blocks hold at least the smaller size and do not overlap;
                    // the old one is freed once, with its layout.
                    unsafe {
                        std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                        self.dealloc(ptr, layout);
                    }
                }
                new
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pattern byte for offset `i`.
    fn byte(i: usize) -> u8 {
        (i % 251) as u8
    }

    fn layout_of(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).expect("a valid layout")
    }

    fn fill(p: *mut u8, len: usize) {
        for i in (0..len).step_by(4093) {
            // SAFETY: `i < len`, inside the block.
            #[allow(unsafe_code)]
            unsafe {
                p.add(i).write(byte(i))
            };
        }
    }

    fn check(p: *mut u8, len: usize) {
        for i in (0..len).step_by(4093) {
            // SAFETY: `i < len`, inside the block.
            #[allow(unsafe_code)]
            let b = unsafe { p.add(i).read() };
            assert_eq!(b, byte(i), "byte {i}");
        }
    }

    /// A block keeps its bytes through growth and shrinking within large sizes, across
    /// `LARGE` both ways, and within small sizes.
    #[test]
    #[allow(unsafe_code)]
    fn blocks_keep_their_bytes_when_resized() {
        let a = HugePageAlloc;
        let sizes = [
            100,
            LARGE - 1,
            LARGE,
            LARGE + 1,
            3 * LARGE + 12345,
            LARGE + 7,
            LARGE - 3,
            64,
            5 * LARGE,
        ];
        let layout = layout_of(sizes[0], 8);
        // SAFETY: a non-zero size.
        let mut p = unsafe { a.alloc(layout) };
        assert!(!p.is_null());
        let mut size = sizes[0];
        fill(p, size);
        for new in sizes.into_iter().skip(1) {
            // SAFETY: `p` is a live block of `size` bytes, aligned to 8.
            let q = unsafe { a.realloc(p, layout_of(size, 8), new) };
            assert!(!q.is_null());
            check(q, size.min(new));
            fill(q, new);
            (p, size) = (q, new);
        }
        // SAFETY: `p` is a live block of `size` bytes.
        unsafe { a.dealloc(p, layout_of(size, 8)) };
    }

    /// A zeroed large block is zero throughout, page alignment is given, and a larger
    /// alignment goes to the system allocator.
    #[test]
    #[allow(unsafe_code)]
    fn large_blocks_are_zeroed_and_aligned() {
        let a = HugePageAlloc;
        let layout = layout_of(LARGE + 100, 4096);
        // SAFETY: a non-zero size.
        let p = unsafe { a.alloc_zeroed(layout) };
        assert!(!p.is_null());
        assert_eq!(p.addr() % 4096, 0);
        for i in (0..layout.size()).step_by(999) {
            // SAFETY: inside the block.
            assert_eq!(unsafe { p.add(i).read() }, 0);
        }
        // SAFETY: `p` is the block for `layout`.
        unsafe { a.dealloc(p, layout) };
        let wide = layout_of(LARGE, 1 << 16);
        assert!(!is_large(&wide));
        // SAFETY: a non-zero size.
        let q = unsafe { a.alloc(wide) };
        assert_eq!(q.addr() % (1 << 16), 0);
        // SAFETY: `q` is the block for `wide`.
        unsafe { a.dealloc(q, wide) };
    }

    /// An impossible size fails with null, not a crash.
    #[test]
    #[allow(unsafe_code)]
    fn an_impossible_size_is_null() {
        let layout = layout_of(isize::MAX as usize - 4095, 4096);
        // SAFETY: a non-zero size.
        assert!(unsafe { HugePageAlloc.alloc(layout) }.is_null());
    }
}

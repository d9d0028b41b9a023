// Counts the renders of chosen components through React's DevTools hook, the
// way React DevTools' profiler does: after each commit, a component rendered if
// its fiber in the committed tree is a new one that performed work. Imported
// before anything loads react-dom (which looks for the hook once, when loaded).

type Fiber = { type: unknown; flags: number; child: Fiber | null; sibling: Fiber | null };
type Root = { current: Fiber };

const PERFORMED_WORK = 1; // React's fiber flag for "this component's function ran"
const counts = new Map<unknown, number>();
const lastSeen = new Map<unknown, Fiber>();

function onCommitFiberRoot(_renderer: number, root: Root) {
  const stack: Fiber[] = [root.current];
  while (stack.length) {
    const fiber = stack.pop()!;
    if (counts.has(fiber.type) && lastSeen.get(fiber.type) !== fiber) {
      lastSeen.set(fiber.type, fiber);
      if (fiber.flags & PERFORMED_WORK) counts.set(fiber.type, counts.get(fiber.type)! + 1);
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
}

const globalHook = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
if (globalHook.__REACT_DEVTOOLS_GLOBAL_HOOK__) throw new Error("render-count: a DevTools hook is installed already");
globalHook.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  isDisabled: false,
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberRoot,
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
  checkDCE: () => undefined,
};

/** Starts counting `component`'s renders from zero. */
export function countRenders(component: unknown) {
  counts.set(component, 0);
  lastSeen.delete(component);
  return {
    get renders() {
      return counts.get(component)!;
    },
  };
}

/**
 * Face references being computed after a profile save answered: one queue per admin, so two saves
 * in a row settle in order, and the face check of that admin can wait for the newest one.
 */
export function createPendingReferences() {
  const pending = new Map<number, Promise<void>>();
  return {
    /** Runs `task` after the admin's earlier ones; it never rejects (the task logs its failures). */
    schedule(adminId: number, task: () => Promise<void>): Promise<void> {
      const next = (pending.get(adminId) ?? Promise.resolve()).then(task).catch(() => {});
      const tracked = next.finally(() => {
        if (pending.get(adminId) === tracked) pending.delete(adminId);
      });
      pending.set(adminId, tracked);
      return tracked;
    },
    /** Resolves once every reference scheduled for this admin so far is stored. */
    settled(adminId: number): Promise<void> {
      return pending.get(adminId) ?? Promise.resolve();
    },
    /** Resolves once every scheduled reference is stored (on shutdown, before the engine closes). */
    async idle(): Promise<void> {
      await Promise.all(pending.values());
    },
  };
}

export type PendingReferences = ReturnType<typeof createPendingReferences>;

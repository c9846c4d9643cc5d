/**
 * The run-ahead scheduler's bookkeeping of who waits for whom (runAhead.ts). A persona that cannot take its next
 * tick waits for one event that can release it: another persona moving on (the one who might reach it, or might
 * stand on its target tiles), its own thought ending, or a group member getting ready. Such an event makes only the
 * personas it can release due for a visit, so a visit costs the same in a town of 25 or of 1,000 (before, every
 * persona was looked at again after each batch of finished thoughts).
 */
export class WakeUps {
  /** For a waiting persona, the one whose move it waits for. */
  private readonly waitingOn = new Map<string, string>();
  /** For a persona, who waits for it to move. */
  private readonly waiters = new Map<string, Set<string>>();
  /** The personas due for a visit, in the order they were woken (each once). */
  private readonly due = new Set<string>();

  /** `waiter` can go on only once `on` has moved; replaces what it waited for before. */
  waitFor(waiter: string, on: string): void {
    this.stopWaiting(waiter);
    this.waitingOn.set(waiter, on);
    let by = this.waiters.get(on);
    if (!by) this.waiters.set(on, (by = new Set()));
    by.add(waiter);
  }

  /** `name` may go on: due for a visit (once, however often it is woken before the visit). */
  wake(name: string): void {
    this.due.add(name);
  }

  /** `name` has moved on: everyone waiting for it is due. */
  moved(name: string): void {
    const by = this.waiters.get(name);
    if (!by) return;
    this.waiters.delete(name);
    for (const waiter of by) {
      this.waitingOn.delete(waiter);
      this.due.add(waiter);
    }
  }

  /** The next persona due, in the order they were woken (undefined: nobody); it waits for nothing until told again. */
  take(): string | undefined {
    const next = this.due.values().next();
    if (next.done) return undefined;
    this.due.delete(next.value);
    this.stopWaiting(next.value);
    return next.value;
  }

  /** Whom `waiter` waits for (undefined: nobody). */
  waitsFor(waiter: string): string | undefined {
    return this.waitingOn.get(waiter);
  }

  private stopWaiting(waiter: string): void {
    const on = this.waitingOn.get(waiter);
    if (on === undefined) return;
    this.waitingOn.delete(waiter);
    const by = this.waiters.get(on)!;
    by.delete(waiter);
    if (!by.size) this.waiters.delete(on);
  }
}

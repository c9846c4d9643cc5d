/**
 * A count with its noun as a person writes it, "1 memory", "9 memories", "0 actions", for the lines a newcomer reads
 * first (compare's summary, a timeline's conversation rows), which printed "9 memory(ies)" and "1 conversation(s)".
 */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

// Counts what the hardening tests threw at the gateway and how it answered, printed once per file
// as a table that the test report can quote.

export interface TallyRow {
  /** requests sent to the gateway (or forge calls attempted, for client-level checks) */
  sent: number;
  /** errors answered with a known extensions.code */
  typed: number;
  /** 5xx answers, dropped connections or a gateway that stopped answering */
  crashes: number;
  /** writes the forge applied more than once */
  duplicates: number;
  /** private data, credentials, stacks or internal URLs seen by someone who must not see them */
  leaks: number;
}

export class Tally {
  private readonly rows = new Map<string, TallyRow>();
  private readonly notes: string[] = [];

  constructor(private readonly title: string) {}

  add(label: string, counts: Partial<TallyRow>): void {
    const row = this.rows.get(label) ?? { sent: 0, typed: 0, crashes: 0, duplicates: 0, leaks: 0 };
    for (const key of Object.keys(counts) as (keyof TallyRow)[]) row[key] += counts[key] ?? 0;
    this.rows.set(label, row);
  }

  note(text: string): void {
    this.notes.push(text);
  }

  print(): void {
    if (this.rows.size === 0) return;
    console.log(`\n${this.title}`);
    console.table(Object.fromEntries(this.rows));
    for (const note of this.notes) console.log(`  ${note}`);
  }
}

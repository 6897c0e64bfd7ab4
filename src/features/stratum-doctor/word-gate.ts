/**
 * Which groups of words a line holds, in one regular-expression pass: the
 * scanner's gate before any rule's patterns or any fact's extractor runs
 * (one `includes` per word per line cost more than all the patterns).
 * Words are tried longest first and the search moves on one character at a
 * time, and a word counts for every group one of whose words it contains, so
 * no group is missed where words overlap ("authori" holds "auth").
 */
export class WordGate<K extends string> {
  private readonly regex: RegExp;
  private readonly owners = new Map<string, K[]>();

  constructor(groups: ReadonlyArray<readonly [K, readonly string[]]>) {
    const words = [...new Set(groups.flatMap(([, list]) => list))].sort((a, b) => b.length - a.length);
    for (const word of words) {
      this.owners.set(
        word,
        groups.filter(([, list]) => list.some((other) => word.includes(other))).map(([key]) => key),
      );
    }
    this.regex = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  }

  /** The groups with a word in `lower` (a line in lower case). */
  hits(lower: string): Set<K> {
    const found = new Set<K>();
    const regex = this.regex;
    regex.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = regex.exec(lower))) {
      for (const key of this.owners.get(match[0])!) found.add(key);
      regex.lastIndex = match.index + 1;
    }
    return found;
  }
}

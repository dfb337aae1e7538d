// Stable keys for the home sections the theme editor lists. A section keeps its key when it moves, when others are
// added or removed, and when its settings change (the edit carries the key to the new object), so its row, its
// buttons and the keyboard focus on them follow the section instead of staying at a position of the list.
export class SectionKeys {
  private readonly keys = new WeakMap<object, string>();
  private count = 0;

  /** The key of each section, in order. The same object listed twice keeps its key at its first place only. */
  of(sections: readonly object[]): string[] {
    const seen = new Set<string>();
    return sections.map((section, index) => {
      let key = this.keys.get(section);
      if (key === undefined) {
        key = `s${++this.count}`;
        this.keys.set(section, key);
      }
      const unique = seen.has(key) ? `${key}-at-${index}` : key;
      seen.add(unique);
      return unique;
    });
  }

  /** `to` replaces `from` in the list (its settings were edited): it keeps the key. */
  carry(from: object, to: object): void {
    const key = this.keys.get(from);
    if (key !== undefined) this.keys.set(to, key);
  }
}

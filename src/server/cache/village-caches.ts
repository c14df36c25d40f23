/**
 * One of something per village, made when a village first needs it (decision 0055): the public answers
 * are kept per village, as each village's data version moves on its own. At most `max`, the least recently
 * used going first, so a regency's hundreds of villages do not each keep their answers in every process.
 */
export class PerVillage<T> {
  private readonly made = new Map<number, T>();

  constructor(
    private readonly make: (villageId: number) => T,
    private readonly max: number,
  ) {}

  of(villageId: number): T {
    let value = this.made.get(villageId);
    if (value === undefined) {
      value = this.make(villageId);
      if (this.made.size >= this.max) this.made.delete(this.made.keys().next().value!);
    } else {
      this.made.delete(villageId);
    }
    this.made.set(villageId, value);
    return value;
  }

  /** Each village's one that was made (and is still kept). */
  each(visit: (value: T) => void): void {
    for (const value of this.made.values()) visit(value);
  }
}

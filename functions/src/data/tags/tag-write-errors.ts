/** Another tag of the same judge source already has this name (regardless of case). */
export class TagNameTaken extends Error {
  constructor(readonly tagName: string) {
    super(`tag name ${tagName} is taken`);
    this.name = 'TagNameTaken';
  }
}

/** The classification a tag was to be put in does not exist. */
export class TagClassificationMissing extends Error {
  constructor(readonly classificationId: number) {
    super(`tag classification ${classificationId} does not exist`);
    this.name = 'TagClassificationMissing';
  }
}

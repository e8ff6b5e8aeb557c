/** A request that got no usable answer, with the reason a crawl reports for it. */
export class FetchFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "FetchFailure";
  }
}

/** A request abandoned because its crawl was cancelled; not a failure of the page. */
export class FetchAborted extends Error {
  constructor() {
    super("the crawl was cancelled");
    this.name = "FetchAborted";
  }
}

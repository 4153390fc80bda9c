import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, with the browser suites spread evenly through their group. Vitest queues each project's
 * files together ('api (pg)', 'api (pglite)', 'e2e', …, by name), so the browser suites, which mostly wait on
 * Chromium and on the app's process, ran two at a time beside each other. Spread out, each runs beside a unit
 * or API suite that keeps the other core busy. Groups (`sequence.groupOrder`) keep their order.
 */
export default class SpreadBrowserSuites extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = new Map<number, TestSpecification[]>();
    for (const file of sorted) {
      const order = file.project.config.sequence.groupOrder;
      const group = groups.get(order) ?? [];
      group.push(file);
      groups.set(order, group);
    }
    return [...groups.values()].flatMap(spread);
  }
}

/** The group's browser files at even steps among the others, each part in Vitest's order. */
function spread(group: TestSpecification[]): TestSpecification[] {
  const browser = group.filter((file) => file.project.name === 'e2e');
  const others = group.filter((file) => file.project.name !== 'e2e');
  if (browser.length === 0 || others.length === 0) return group;
  const step = others.length / browser.length;
  const result: TestSpecification[] = [];
  let next = 0;
  others.forEach((file, index) => {
    while (next < browser.length && index >= Math.floor(next * step)) result.push(browser[next++]!);
    result.push(file);
  });
  result.push(...browser.slice(next));
  return result;
}

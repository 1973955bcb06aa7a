import path from 'node:path';
import {
  ALLOWED_FEATURE_EDGES,
  findCycle,
  layerOf,
  readImportGraph,
  violationOf,
} from '../../testing/import-layers';

const SRC = path.resolve(__dirname, '../..');
const graph = readImportGraph(SRC);

/** The product's files and their imports, without the tests. */
function productGraph(): Map<string, string[]> {
  const product = (file: string) => layerOf(file).kind !== 'test';
  return new Map(
    [...graph].filter(([file]) => product(file)).map(([file, targets]) => [file, targets.filter(product)]),
  );
}

/** `from -> to` for every import from one feature into another. */
function featureEdges(): Map<string, string[]> {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of productGraph()) {
    const source = layerOf(file);
    if (source.kind !== 'feature') continue;
    for (const target of targets) {
      const layer = layerOf(target);
      if (layer.kind !== 'feature' || layer.name === source.name) continue;
      edges.set(source.name, (edges.get(source.name) ?? new Set()).add(layer.name));
    }
  }
  return new Map([...edges].map(([from, to]) => [from, [...to]]));
}

describe("the host's import layers", () => {
  it('reads the imports of the source (static, lazy and side-effect ones)', () => {
    expect(graph.get('main.ts')).toEqual(expect.arrayContaining(['bootstrap.tsx', 'public-bootstrap.tsx']));
    expect(graph.get('app/app-routes.tsx')).toContain('app/layout-root.tsx');
    expect(graph.get('features/layout/components/app-layout.tsx')).toContain(
      'features/layout/components/layout.css',
    );
  });

  it('has no import running up a layer or from one feature into another', () => {
    const violations = [...graph].flatMap(([file, targets]) =>
      targets.map((target) => violationOf(file, target)).filter((found) => found !== null),
    );
    expect(violations).toEqual([]);
  });

  it('keeps only the feature imports it allows, and uses each of them', () => {
    const used = [...featureEdges()].flatMap(([from, to]) => to.map((name) => `${from} -> ${name}`));
    expect(used.sort()).toEqual(Object.keys(ALLOWED_FEATURE_EDGES).sort());
  });

  it('has no import cycle, between modules or between features', () => {
    expect(findCycle(productGraph())).toBeNull();
    expect(findCycle(featureEdges())).toBeNull();
  });

  it('flags what the layering forbids', () => {
    expect(
      violationOf('features/auth/pages/login-page.tsx', 'features/layout/components/navbar.tsx'),
    ).toMatch('imports the feature layout');
    expect(violationOf('components/user-avatar.tsx', 'features/profile/pages/profile-page.tsx')).toMatch(
      'a layer above it',
    );
    expect(violationOf('features/layout/components/app-layout.tsx', 'app/layout-root.tsx')).toMatch(
      'a layer above it',
    );
    expect(violationOf('utils/theme.ts', 'testing/render-app.tsx')).toMatch('imports test code');
    expect(violationOf('lib/x.ts', 'utils/theme.ts')).toMatch('in no layer');
    expect(violationOf('app/app-routes.tsx', 'features/auth/pages/login-page.tsx')).toBeNull();
    expect(
      violationOf('features/layout/hooks/use-page-loader.ts', 'features/federation/utils/remote-registry.ts'),
    ).toMatch('imports the feature federation');
    expect(violationOf('features/layout/hooks/use-page-loader.ts', 'stores/menu-slice.ts')).toBeNull();
    expect(violationOf('features/layout/components/__tests__/x.test.tsx', 'app/layout-root.tsx')).toBeNull();
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
  });
});

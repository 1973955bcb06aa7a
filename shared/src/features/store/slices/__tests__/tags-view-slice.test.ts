import {
  addCachedView,
  addView,
  addVisitedView,
  delAllViews,
  delCachedView,
  delLeftViews,
  delOthersViews,
  delRightViews,
  delView,
  type TagsViewState,
  type TagView,
  tagsViewSlice,
  updateVisitedView,
} from '../tags-view-slice';

const reducer = tagsViewSlice.reducer;
const home: TagView = { path: '/index', name: 'Index', title: 'Home', affix: true };
const views: TagView[] = [
  { path: '/a', name: 'A', title: 'A' },
  { path: '/b', name: 'B', title: 'B' },
  { path: '/c', name: 'C', title: 'C', noCache: true },
  { path: '/d', name: 'D', title: 'D' },
];

function withAll(): TagsViewState {
  return [home, ...views].reduce(
    (state, view) => reducer(state, addView(view)),
    reducer(undefined, { type: '' }),
  );
}

const paths = (state: TagsViewState) => state.visitedViews.map((view) => view.path);

it('adds each view once and caches those without noCache', () => {
  let state = withAll();
  state = reducer(state, addView(views[0]!));
  expect(paths(state)).toEqual(['/index', '/a', '/b', '/c', '/d']);
  expect(state.cachedViews).toEqual(['Index', 'A', 'B', 'D']);
});

it('addVisitedView / addCachedView separately, untitled views get a placeholder title', () => {
  let state = reducer(undefined, addVisitedView({ path: '/x', name: 'X', title: '' }));
  expect(state.visitedViews[0]?.title).toBe('no-name');
  expect(state.cachedViews).toEqual([]);
  state = reducer(state, addCachedView({ path: '/x', name: 'X', title: '' }));
  expect(state.cachedViews).toEqual(['X']);
});

it('delView closes one tab; delCachedView only drops the cache', () => {
  let state = reducer(withAll(), delView({ path: '/b', name: 'B' }));
  expect(paths(state)).toEqual(['/index', '/a', '/c', '/d']);
  expect(state.cachedViews).toEqual(['Index', 'A', 'D']);
  state = reducer(state, delCachedView({ name: 'A' }));
  expect(paths(state)).toContain('/a');
  expect(state.cachedViews).toEqual(['Index', 'D']);
});

it('delOthersViews keeps the view and the affixed ones', () => {
  const state = reducer(withAll(), delOthersViews({ path: '/b', name: 'B' }));
  expect(paths(state)).toEqual(['/index', '/b']);
  expect(state.cachedViews).toEqual(['Index', 'B']);
});

it('delLeftViews and delRightViews keep affixed tabs', () => {
  const left = reducer(withAll(), delLeftViews({ path: '/c' }));
  expect(paths(left)).toEqual(['/index', '/c', '/d']);
  expect(left.cachedViews).toEqual(['Index', 'D']);
  const right = reducer(withAll(), delRightViews({ path: '/a' }));
  expect(paths(right)).toEqual(['/index', '/a']);
  expect(right.cachedViews).toEqual(['Index', 'A']);
});

it('delAllViews keeps only the affixed tabs', () => {
  const state = reducer(withAll(), delAllViews());
  expect(paths(state)).toEqual(['/index']);
  expect(state.cachedViews).toEqual(['Index']);
});

it('updateVisitedView changes a tab in place', () => {
  const state = reducer(withAll(), updateVisitedView({ path: '/a', title: 'A2', fullPath: '/a?x=1' }));
  expect(state.visitedViews[1]).toEqual({ path: '/a', name: 'A', title: 'A2', fullPath: '/a?x=1' });
});

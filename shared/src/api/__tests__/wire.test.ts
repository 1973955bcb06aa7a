import { wireLimits } from '../generated/wire-limits';
import type { WireBody, WireData, WireMethod, WireQuery, WireRow } from '../wire';

// The helper types are checked by tsc (the @ts-expect-error lines fail the type check when
// a helper stops narrowing); the limits by jest.
type Village = WireRow<'/system/houseVillage/list', 'get'>;
type VillageBody = WireBody<'/system/houseVillage', 'post'>;

const village: Village = {
  id: 1,
  name: 'Sisavath',
  area: null,
  year: '2020',
  buildingType: null,
  greeningRate: 30,
  introduction: null,
  developerId: null,
  developerName: null,
  createBy: 'admin',
  createTime: null,
  updateBy: '',
  updateTime: null,
  remark: null,
};
const body: VillageBody = { name: village.name, greeningRate: village.greeningRate };
const query: WireQuery<'/system/houseVillage/list', 'get'> = { pageNum: 1, name: 'S' };
const detail = (village as WireData<'/system/houseVillage/{id}', 'get'>).name;
const method: WireMethod<'/system/houseVillage'> = 'put';
// @ts-expect-error the path answers put and post, not get
const notAMethod: WireMethod<'/system/houseVillage'> = 'get';
// @ts-expect-error a village's name is required
const nameless: VillageBody = {};

describe('wire types and limits', () => {
  it('holds the limits of a request body, as the server declares them', () => {
    const name = wireLimits['/system/houseVillage'].post.body.name;
    expect(name).toEqual({ required: true, minLength: 1, maxLength: 100, pattern: '\\S' });
    expect(wireLimits['/system/houseVillage'].post.body.greeningRate).toEqual({ minimum: 0, maximum: 100 });
  });

  it('holds the limits of a query', () => {
    expect(wireLimits['/system/houseVillage/list'].get.query.pageSize).toEqual({ minimum: 1, maximum: 1000 });
  });

  it('types rows, bodies and queries from the same routes', () => {
    expect([body.name, query.name, detail, method]).toEqual(['Sisavath', 'S', 'Sisavath', 'put']);
    expect([notAMethod, nameless]).toBeDefined();
  });
});

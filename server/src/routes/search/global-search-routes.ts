import { type FastifyPluginAsyncTypebox, type TSchema, Type } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth';
import { OkSchema } from '../../plugins/envelope';
import { searchCars, searchContracts, searchCustomers, searchHouses } from '../../services/global-search';
import { contractScope } from '../../services/pact-contract-access';
import { hasPermission } from '../../services/user-access';
import { vehicleCustomerScope } from '../vehicle/car-customer-routes';

const Hit = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  detail: Type.Union([Type.String(), Type.Null()]),
  key: Type.Union([Type.String(), Type.Null()]),
});
const Hits = Type.Array(Hit);
/** A module the user may not list is absent (null), not empty: the box shows no heading for it. */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const Found = Type.Object({
  houses: Nullable(Hits),
  cars: Nullable(Hits),
  customers: Nullable(Hits),
  /** Which customer screen the hits open: house staff see every customer, vehicle staff those with a car interest. */
  customerScreen: Nullable(Type.Union([Type.Literal('house'), Type.Literal('vehicle')])),
  contracts: Nullable(Hits),
});

/**
 * `GET /search?q=` (issue 34): the navbar's search across modules as the user types,
 * a few records of each module the user may list (the same permissions and scopes as
 * the lists), found by the lists' trigram indexes.
 */
export const globalSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      config: { permission: '@login', repeatSubmit: false, operLog: false },
      schema: {
        tags: ['search'],
        summary: 'Houses, vehicles, customers and contracts matching a text, per module the user may list',
        querystring: Type.Object({ q: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: OkSchema(Found) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const text = request.query.q.trim();
      const may = (permission: string) => text !== '' && hasPermission(user, permission);
      const houseCustomers = may('house:customer:list');
      const vehicleCustomers = !houseCustomers && may('vehicle:customer:list');
      const db = app.db;
      const [houses, cars, customers, contracts] = await Promise.all([
        may('house:room:list') ? searchHouses(db, text) : null,
        may('vehicle:car:list') ? searchCars(db, text) : null,
        houseCustomers || vehicleCustomers
          ? searchCustomers(db, text, vehicleCustomers ? vehicleCustomerScope : undefined)
          : null,
        may('pact:contract:list') ? searchContracts(db, text, contractScope(request, 'list')) : null,
      ]);
      const customerScreen: 'house' | 'vehicle' | null = houseCustomers
        ? 'house'
        : vehicleCustomers
          ? 'vehicle'
          : null;
      return {
        code: 200,
        msg: request.t('success'),
        data: {
          houses,
          cars,
          customers,
          customerScreen,
          contracts,
        },
      };
    },
  );
};

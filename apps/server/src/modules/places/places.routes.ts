import { placeSearchQuerySchema, placeSearchResponseSchema, placesSettingsSchema } from '@homebid/shared/schemas/places';
import { errorResponses, PUBLIC, SIGNED_IN } from '../../platform/api-docs';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { requireUser } from '../../platform/auth/session';
import { formatPlaceLabel, searchPlaces } from './gazetteer';

const tags = ['places'];

/** Address autocomplete over the offline US gazetteer, and the map/state settings the forms need. */
export async function registerPlacesRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/places/search',
    {
      schema: {
        tags,
        operationId: 'searchPlaces',
        summary: 'Address autocomplete: US places matching a city or ZIP code',
        security: SIGNED_IN,
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await requireUser(ctx, request);
      const allowed = ctx.config.allowedStates;
      const places = searchPlaces(request.query.q, allowed).map((p) => ({
        id: p.zip,
        city: p.city,
        state: p.state,
        zip: p.zip,
        lat: p.lat,
        lng: p.lng,
        label: formatPlaceLabel(p),
        isAllowed: allowed.includes(p.state),
      }));
      return { places };
    },
  );

  api.get(
    '/places/settings',
    {
      schema: {
        tags,
        operationId: 'getPlacesSettings',
        summary: 'The states projects may be in, and the map tile address',
        security: PUBLIC,
        response: { 200: placesSettingsSchema },
      },
    },
    async () => ({
      allowedStates: ctx.config.allowedStates,
      mapTileUrl: ctx.config.MAP_TILE_URL,
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { InstitutionsGetByIdRequest, InstitutionsGetByIdResponse } from 'plaid';
import { findInstitution, institutionResponse } from '../institutions';
import { errors } from '../plaid-error';
import { requireFields } from '../request-fields';
import type { PlaidRoute } from '../plaid-route';

/** The sandbox institutions, by id. */
export async function institutionRoutes(app: FastifyInstance): Promise<void> {
  app.post<PlaidRoute<InstitutionsGetByIdRequest, InstitutionsGetByIdResponse>>(
    '/institutions/get_by_id',
    async (request) => {
      const { body } = request;
      requireFields(body, ['institution_id', 'country_codes']);
      const institution = findInstitution(body.institution_id);
      if (!institution) throw errors.invalidInstitution();
      const withMetadata = body.options?.include_optional_metadata === true;
      return { institution: institutionResponse(institution, withMetadata), request_id: request.id };
    },
  );
}

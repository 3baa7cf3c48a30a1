import type { Wire } from '../common/wire';

/** A Plaid endpoint's request body and answer for a Fastify route, as the plaid SDK types them. */
export interface PlaidRoute<Request, Response> {
  Body: Wire<Request>;
  Reply: Wire<Response>;
}

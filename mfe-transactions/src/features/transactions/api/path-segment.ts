/** An id as one path segment: ids are the server's, but a slash or a question mark in one must not change the route. */
export const pathSegment = (id: string) => encodeURIComponent(id);

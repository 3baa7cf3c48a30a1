import { renderErrorPage } from './account-chooser-page';

/** A reply of the hosted UI's https server, whatever its route's types. */
interface PageReply {
  code(status: number): { type(contentType: string): { send(html: string): unknown } };
}

export function sendPage(reply: PageReply, status: number, html: string): void {
  reply.code(status).type('text/html; charset=utf-8').send(html);
}

/** An error the person sees in the hosted sign-in window, as a page. */
export function sendErrorPage(reply: PageReply, status: number, message: string): void {
  sendPage(reply, status, renderErrorPage(message));
}

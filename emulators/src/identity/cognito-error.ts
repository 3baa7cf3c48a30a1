/** An error in Cognito's wire shape: HTTP 400, `__type` and `message`, and the x-amzn-errortype header. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

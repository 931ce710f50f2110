/** Who is calling: set by the API key guard, read by every controller through @CurrentAccount(). */
export interface AccountContext {
  accountId: number;
  userId: number;
  apiKeyId: number;
  readOnly: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      account?: AccountContext;
    }
  }
}

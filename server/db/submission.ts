/** One sending of documents from one wallet to another (a citizen's 제출, or a package's documents reaching the recipient's wallet: both are submissions). */
export interface Submission {
  distributionId: string;
  sender: { userId: string; name: string };
  receiver: { userId: string; name: string };
  documents: ReadonlyArray<{ id: string; name: string; issuerName: string; expiresAt: string }>;
  /** The viewing number the sender passes on to the person in charge (001 §2.2 complete page). */
  pin: string;
  /** ISO time of sending. */
  at: string;
}

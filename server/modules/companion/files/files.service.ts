/** An attachment as a reply provider receives it (only ever the sender's own). */
export interface AttachmentForReply {
  id: string;
  name: string;
  type: string;
  size: number;
  /** A URL the member can open (private: only its owner may fetch it). */
  url: string;
  /** Text extracted from PDF, DOCX and TXT; null for images and unreadable files. */
  text: string | null;
  bytes(): Promise<Buffer>;
}

/** Chat attachments and voice (built by the attachments engineer; this is the agreed interface). */
export interface CompanionFilesService {
  /** The member's own attachments by id, in the order asked; someone else's or a missing id is refused (404). */
  attachmentsForReply(userId: string, ids: string[]): Promise<AttachmentForReply[]>;
  /** Links the member's attachments to the message that carried them. */
  attachToMessage(userId: string, ids: string[], messageId: string): Promise<void>;
  /** Summaries of the attachments of these messages, by message id. */
  summariesForMessages(messageIds: string[]): Promise<Map<string, Array<{ id: string; name: string; type: string; size: number }>>>;
}

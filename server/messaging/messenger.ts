/** How a message reaches a person (spec §3 factors: SMS, email, push). */
export type MessageChannel = 'sms' | 'email' | 'push';

/** One outgoing message: one-time passwords, notices (demo book, The messenger). */
export type OutgoingMessage = {
  accountCode: string;
  /** Phone number, email address or device, by channel. */
  to: string;
  channel: MessageChannel;
  text: string;
  /** The one-time password, when the message carries one. */
  code?: string;
};

/** The port every outgoing message goes through; a firm plugs in its SMS or email gateway here. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

/** An in-app message as `/system/msg` sends it. */
export interface Message {
  messageId: number;
  title: string;
  content: string;
  /** The users and roles it was written to. */
  userIds: number[];
  roleIds: number[];
  /** How many received it and how many of them read it (the list). */
  recipientCount?: number;
  readCount?: number;
  createBy: string;
  createTime: string | null;
  remark: string | null;
}

/** One recipient and when they read it (null: not yet). */
export interface MessageRecipient {
  userId: number;
  userName: string;
  nickName: string;
  readTime: string | null;
}

export type MessageDetail = Message & { recipients: MessageRecipient[] };

export interface MessageInput {
  messageId?: number;
  title: string;
  content: string;
  userIds: number[];
  roleIds: number[];
  remark: string | null;
}

/** Whom a message may go to. */
export interface RecipientOptions {
  users: { userId: number; userName: string; nickName: string }[];
  roles: { roleId: number; roleName: string }[];
}

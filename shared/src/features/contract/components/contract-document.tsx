import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { ContractContent } from './contract-content';

export interface ContractDocumentProps {
  contract: {
    contractTitle: string;
    instanceContent: string;
    signedAt: string | null;
    endDate: string | null;
  };
  /** The status, in the reader's language. */
  statusLabel: string;
  /** Labels of the signing date and the end date. */
  texts: { signedAt: string; endDate: string };
  /** The document itself (a drawn Word document) instead of the contract's HTML. */
  body?: ReactNode;
}

/**
 * A contract as its customer reads it (share links of house and vehicle contracts):
 * title, status, signing and end dates, then the document. antd by component files:
 * the public pages do not load the staff screens' antd.
 */
export function ContractDocument({ contract, statusLabel, texts, body }: ContractDocumentProps) {
  const meta = [
    contract.signedAt ? `${texts.signedAt}: ${contract.signedAt}` : null,
    contract.endDate ? `${texts.endDate}: ${contract.endDate}` : null,
  ].filter(Boolean);
  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {contract.contractTitle}
        </Typography.Title>
        <Tag>{statusLabel}</Tag>
      </Flex>
      {meta.length > 0 ? <Typography.Text type="secondary">{meta.join(' · ')}</Typography.Text> : null}
      {body ?? <ContractContent html={contract.instanceContent} />}
    </Flex>
  );
}

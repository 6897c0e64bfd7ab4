/**
 * The official signing test vectors (api-facts, "Request signing (exact)").
 * Both signers, the server's node:crypto one and the client's WebCrypto one,
 * are tested against these, so they cannot drift apart.
 */
export interface SigningVector {
  name: string;
  key: string;
  secret: string;
  time: string;
  nonce: string;
  organizationId: string;
  method: string;
  path: string;
  query: string;
  body: string;
  signature: string;
}

const REST = {
  key: '4ebd366d-76f4-4400-a3b6-e51515d054d6',
  secret: 'fd8a1652-728b-42fe-82b8-f623e56da8850750f5bf-ce66-4ca7-8b84-93651abc723b',
  time: '1543597115712',
  nonce: '9675d0f8-1325-484b-9594-c9d6d3268890',
  organizationId: 'da41b3bc-3d0b-4226-b7ea-aee73f94a518',
};

export const SIGNING_VECTORS: readonly SigningVector[] = [
  {
    name: 'GET orderBook with a query',
    ...REST,
    method: 'GET',
    path: '/main/api/v2/hashpower/orderBook',
    query: 'algorithm=X16R&page=0&size=100',
    body: '',
    signature: '21e6a16f6eb34ac476d59f969f548b47fffe3fea318d9c99e77fc710d2fed798',
  },
  {
    name: 'GET accounts2 with an empty query',
    ...REST,
    method: 'GET',
    path: '/main/api/v2/accounting/accounts2',
    query: '',
    body: '',
    signature: '5ed73911dbeae6af06995fcbc010f296d78724f957a7cbd7fcaceb6321daa657',
  },
  {
    name: 'POST order with a JSON body',
    ...REST,
    method: 'POST',
    path: '/main/api/v2/hashpower/order',
    query: '',
    body: '{"test":true}',
    signature: '8a805a9a1c0bea345fe39621dcbe47d5ad7ecae0ae60eb35c45c6f5a96f20fed',
  },
  {
    name: 'websocket login',
    key: '787ba136-c1bc-4684-a215-69f8d86a1300',
    secret: '21dd1480-29b2-43f1-a782-0407d588977d757b0f62-221a-4172-a154-174b5a4ece4d',
    time: '1560162680789',
    nonce: '8279fb4e-d9da-43b4-899e-b10a7ce81a80',
    organizationId: 'cd005e9a-dbc5-430c-a10c-3359c5fa5184',
    method: 'wss',
    path: 'my',
    query: '',
    body: '',
    signature: 'e8e360f598c15115c2dc324966fcb24244135d7d9cba0dfb2fde041083f6ea1c',
  },
];

#!/usr/bin/env python3
"""A minimal signed API client in Python (requests + hmac), written for our tests.

It signs the way docs/api-signing.md describes, which is the protocol of the
platform's official REST demo client: HMAC-SHA256 with the API secret over the
key, X-Time, X-Nonce, an empty field, X-Organization-Id, an empty field, the
method, the path and the query, joined by zero bytes (and the body, when there
is one), sent as X-Auth "key:signature". X-Time is the server's time, read
from GET api/v2/time first.

Usage:
  HASHVALE_API_KEY=... HASHVALE_API_SECRET=... HASHVALE_ORGANIZATION_ID=... \
    python3 tests/api-client/signed_client.py http://localhost:8080 GET /main/api/v2/accounting/accounts2 [body]

Prints the status and the answer's body; exits 0 on a 2xx answer, 1 otherwise.
"""
import hashlib
import hmac
import json
import os
import sys
import uuid
from urllib.parse import urlsplit

import requests


def signature(secret, key, time, nonce, organization_id, method, path, query, body=None):
    fields = [key, time, nonce, "", organization_id, "", method, path, query]
    message = b"\x00".join(field.encode("utf-8") for field in fields)
    if body:
        message += b"\x00" + body
    return hmac.new(secret.encode("utf-8"), message, hashlib.sha256).hexdigest()


class SignedClient:
    def __init__(self, host, key, secret, organization_id):
        self.host = host.rstrip("/")
        self.key = key
        self.secret = secret
        self.organization_id = organization_id

    def server_time(self):
        answer = requests.get(self.host + "/api/v2/time", timeout=10)
        answer.raise_for_status()
        return str(answer.json()["serverTime"])

    def request(self, method, path_and_query, body=None):
        parts = urlsplit(path_and_query)
        data = json.dumps(body).encode("utf-8") if body is not None else None
        time = self.server_time()
        nonce = str(uuid.uuid4())
        sig = signature(self.secret, self.key, time, nonce, self.organization_id, method, parts.path, parts.query, data)
        headers = {
            "X-Time": time,
            "X-Nonce": nonce,
            "X-Organization-Id": self.organization_id,
            "X-Request-Id": str(uuid.uuid4()),
            "X-Auth": self.key + ":" + sig,
        }
        if data is not None:
            headers["Content-Type"] = "application/json"
        return requests.request(method, self.host + path_and_query, headers=headers, data=data, timeout=10)


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    host, method, path = argv[1], argv[2].upper(), argv[3]
    body = json.loads(argv[4]) if len(argv) > 4 else None
    client = SignedClient(host, os.environ["HASHVALE_API_KEY"], os.environ["HASHVALE_API_SECRET"], os.environ["HASHVALE_ORGANIZATION_ID"])
    answer = client.request(method, path, body)
    print(answer.status_code)
    print(answer.text)
    return 0 if 200 <= answer.status_code < 300 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))

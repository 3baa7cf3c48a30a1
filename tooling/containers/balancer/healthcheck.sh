#!/bin/bash
# The balancer image's healthcheck: its own /balancer-health answers 200 (at least one API replica is up). The image
# has no HTTP client, so bash's /dev/tcp asks, within 5 s.
exec timeout 5 bash -c '
  exec 3<>/dev/tcp/127.0.0.1/4000
  printf "GET /balancer-health HTTP/1.0\r\nHost: localhost\r\n\r\n" >&3
  read -r _ status _ <&3
  [ "$status" = 200 ]
'

# Stand-in for the redis image: Debian's redis-server, data in /data, reachable over the network it is on.
ARG DEBIAN_IMAGE=quizdrill-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends redis-server && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown redis:redis /data
COPY redis-entry.sh /usr/local/bin/redis-entry.sh
WORKDIR /data
USER redis
EXPOSE 6379
ENTRYPOINT ["redis-entry.sh"]
CMD ["redis-server"]

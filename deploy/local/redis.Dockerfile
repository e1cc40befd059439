# Stand-in for the redis image: Debian's redis-server, data in /data.
ARG DEBIAN_IMAGE=quizdrill-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends redis-server && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown redis:redis /data
WORKDIR /data
USER redis
EXPOSE 6379
CMD ["redis-server", "--protected-mode", "no"]

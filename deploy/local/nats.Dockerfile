# Stand-in for the nats image: Debian's nats-server (JetStream), the image's entry point, and wget for health.
ARG DEBIAN_IMAGE=quizdrill-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends nats-server wget && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown nobody:nogroup /data
USER nobody
EXPOSE 4222 8222
ENTRYPOINT ["/usr/sbin/nats-server"]
CMD ["-js", "-sd", "/data"]

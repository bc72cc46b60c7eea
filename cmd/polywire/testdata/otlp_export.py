"""Export spans to an OTLP endpoint with the real OpenTelemetry exporters.

Used by cmd/polywire's TestOTLPExporters against `polywire serve` on the
OTLP protos. Calls each exporter's export() directly and exits non-zero on
any result but SUCCESS, so no failure is swallowed by a span processor.

Usage: python otlp_export.py GRPC_HOST:PORT HTTP_BASE_URL N
"""

import sys

from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import (
    OTLPSpanExporter as GRPCExporter,
)
from opentelemetry.exporter.otlp.proto.http import Compression
from opentelemetry.exporter.otlp.proto.http.trace_exporter import (
    OTLPSpanExporter as HTTPExporter,
)
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import (
    SimpleSpanProcessor,
    SpanExporter,
    SpanExportResult,
)


class Collect(SpanExporter):
    """Keeps the finished spans, to hand to the real exporters."""

    def __init__(self):
        self.spans = []

    def export(self, spans):
        self.spans.extend(spans)
        return SpanExportResult.SUCCESS


def main():
    grpc_target, http_base, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    collect = Collect()
    provider = TracerProvider(resource=Resource.create({"service.name": "polywire-otlp-test"}))
    provider.add_span_processor(SimpleSpanProcessor(collect))
    tracer = provider.get_tracer("polywire.test")
    for i in range(n):
        with tracer.start_as_current_span(f"parent-{i}") as span:
            span.set_attribute("i", i)
            span.add_event("event", {"k": "v"})
            with tracer.start_as_current_span(f"child-{i}"):
                pass
    spans = collect.spans

    exporters = {
        "grpc": GRPCExporter(endpoint=grpc_target, insecure=True, timeout=10),
        "http-protobuf": HTTPExporter(endpoint=http_base + "/v1/traces", timeout=10),
        "http-protobuf-gzip": HTTPExporter(
            endpoint=http_base + "/v1/traces", timeout=10, compression=Compression.Gzip
        ),
    }
    failed = 0
    for name, exporter in exporters.items():
        result = exporter.export(spans)
        exporter.shutdown()
        print(f"{name}: {len(spans)} spans: {result.name}")
        if result is not SpanExportResult.SUCCESS:
            failed += 1
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

package gateway

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	rpb "google.golang.org/grpc/reflection/grpc_reflection_v1"
	rpbalpha "google.golang.org/grpc/reflection/grpc_reflection_v1alpha"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"

	"github.com/polywire/polywire/internal/userschema"
)

// loadServices reads the services from cfg.Schema, or by reflection.
func loadServices(ctx context.Context, conn *grpc.ClientConn, cfg Config) ([]protoreflect.ServiceDescriptor, error) {
	var files *protoregistry.Files
	var names []string
	if cfg.Schema != nil {
		s, err := userschema.Load(ctx, *cfg.Schema)
		if err != nil {
			return nil, err
		}
		files = s.Files
		for _, f := range s.Roots {
			for i := range f.Services().Len() {
				names = append(names, string(f.Services().Get(i).FullName()))
			}
		}
	} else {
		rctx, cancel := context.WithTimeout(ctx, cfg.ConnectTimeout)
		defer cancel()
		var err error
		files, names, err = reflectSchema(rctx, conn)
		if err != nil {
			return nil, &userschema.Error{
				Msg: fmt.Sprintf("gateway: read the schema of %s by server reflection: %v", cfg.Upstream, err),
				Try: "check that " + cfg.Upstream + " is up and serves grpc.reflection.v1 or v1alpha, or give -schema set.binpb or -schema FILE.proto -I DIR",
			}
		}
	}
	if len(cfg.Services) > 0 {
		for _, want := range cfg.Services {
			if !slices.Contains(names, want) {
				return nil, &userschema.Error{Msg: fmt.Sprintf("gateway: no service %s upstream (it has %s)", want, strings.Join(names, ", ")), Try: "-services " + strings.Join(names, ",")}
			}
		}
		names = cfg.Services
	}
	var out []protoreflect.ServiceDescriptor
	for _, n := range names {
		d, err := files.FindDescriptorByName(protoreflect.FullName(n))
		if err != nil {
			return nil, fmt.Errorf("%w: service %s: %w", ErrGateway, n, err)
		}
		sd, ok := d.(protoreflect.ServiceDescriptor)
		if !ok {
			return nil, fmt.Errorf("%w: %s is not a service", ErrGateway, n)
		}
		out = append(out, sd)
	}
	if len(out) == 0 {
		return nil, &userschema.Error{Msg: "gateway: the schema declares no service", Try: "give the .proto files or the descriptor set that declare the upstream's services"}
	}
	return out, nil
}

// reflectFunc sends one reflection request and returns its answer.
type reflectFunc func(*rpb.ServerReflectionRequest) (*rpb.ServerReflectionResponse, error)

// reflectSchema lists the upstream's services and fetches their files
// with every import, over grpc.reflection.v1, or v1alpha when the
// upstream has no v1 (grpcio servers serve only v1alpha).
func reflectSchema(ctx context.Context, conn *grpc.ClientConn) (*protoregistry.Files, []string, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ask, err := reflectV1(ctx, conn)
	if err != nil {
		return nil, nil, err
	}
	res, err := ask(&rpb.ServerReflectionRequest{MessageRequest: &rpb.ServerReflectionRequest_ListServices{}})
	if status.Code(err) == codes.Unimplemented {
		if ask, err = reflectV1Alpha(ctx, conn); err != nil {
			return nil, nil, err
		}
		res, err = ask(&rpb.ServerReflectionRequest{MessageRequest: &rpb.ServerReflectionRequest_ListServices{}})
	}
	if err != nil {
		return nil, nil, err
	}
	var names []string
	for _, s := range res.GetListServicesResponse().GetService() {
		if strings.HasPrefix(s.GetName(), "grpc.reflection.") || s.GetName() == "grpc.health.v1.Health" {
			continue
		}
		names = append(names, s.GetName())
	}
	protos := map[string]*descriptorpb.FileDescriptorProto{}
	add := func(res *rpb.ServerReflectionResponse) error {
		if e := res.GetErrorResponse(); e != nil {
			return status.Error(codes.Code(e.GetErrorCode()), e.GetErrorMessage())
		}
		for _, raw := range res.GetFileDescriptorResponse().GetFileDescriptorProto() {
			fd := &descriptorpb.FileDescriptorProto{}
			if err := proto.Unmarshal(raw, fd); err != nil {
				return fmt.Errorf("a file descriptor that does not decode: %w", err)
			}
			protos[fd.GetName()] = fd
		}
		return nil
	}
	for _, n := range names {
		res, err := ask(&rpb.ServerReflectionRequest{MessageRequest: &rpb.ServerReflectionRequest_FileContainingSymbol{FileContainingSymbol: n}})
		if err != nil {
			return nil, nil, err
		}
		if err := add(res); err != nil {
			return nil, nil, fmt.Errorf("service %s: %w", n, err)
		}
	}
	// Imports the answers did not include.
	for {
		var missing []string
		for _, fd := range protos {
			for _, dep := range fd.GetDependency() {
				if _, ok := protos[dep]; !ok && !slices.Contains(missing, dep) {
					missing = append(missing, dep)
				}
			}
		}
		if len(missing) == 0 {
			break
		}
		for _, dep := range missing {
			res, err := ask(&rpb.ServerReflectionRequest{MessageRequest: &rpb.ServerReflectionRequest_FileByFilename{FileByFilename: dep}})
			if err == nil {
				err = add(res)
			}
			if _, ok := protos[dep]; !ok {
				// The upstream lacks it: take the one compiled in (well-known
				// types, google/api).
				fd, gerr := protoregistry.GlobalFiles.FindFileByPath(dep)
				if gerr != nil {
					return nil, nil, fmt.Errorf("import %s: %w", dep, errors.Join(err, gerr))
				}
				protos[dep] = protodesc.ToFileDescriptorProto(fd)
			}
		}
	}
	set := &descriptorpb.FileDescriptorSet{}
	for _, fd := range protos {
		set.File = append(set.File, fd)
	}
	files, err := protodesc.NewFiles(set)
	if err != nil {
		return nil, nil, fmt.Errorf("the upstream's descriptors do not link: %w", err)
	}
	return files, names, nil
}

func reflectV1(ctx context.Context, conn *grpc.ClientConn) (reflectFunc, error) {
	stream, err := rpb.NewServerReflectionClient(conn).ServerReflectionInfo(ctx, grpc.ForceCodecV2(protoCodec{}))
	if err != nil {
		return nil, err
	}
	return func(req *rpb.ServerReflectionRequest) (*rpb.ServerReflectionResponse, error) {
		if err := stream.Send(req); err != nil {
			_, err = stream.Recv() // the stream's status
			return nil, err
		}
		return stream.Recv()
	}, nil
}

// reflectV1Alpha speaks v1alpha, whose messages are v1's on the wire.
func reflectV1Alpha(ctx context.Context, conn *grpc.ClientConn) (reflectFunc, error) {
	stream, err := rpbalpha.NewServerReflectionClient(conn).ServerReflectionInfo(ctx, grpc.ForceCodecV2(protoCodec{}))
	if err != nil {
		return nil, err
	}
	return func(req *rpb.ServerReflectionRequest) (*rpb.ServerReflectionResponse, error) {
		alpha := &rpbalpha.ServerReflectionRequest{} //nolint:staticcheck // v1alpha is deprecated, and grpcio servers still serve only it
		if err := convert(req, alpha); err != nil {
			return nil, err
		}
		if err := stream.Send(alpha); err != nil {
			_, err = stream.Recv()
			return nil, err
		}
		res, err := stream.Recv()
		if err != nil {
			return nil, err
		}
		out := &rpb.ServerReflectionResponse{}
		return out, convert(res, out)
	}, nil
}

func convert(from, to proto.Message) error {
	b, err := proto.Marshal(from)
	if err != nil {
		return err
	}
	return proto.Unmarshal(b, to)
}

Pod::Spec.new do |s|
  s.name          = 'KakaJSON'
  s.version       = '2.0.0'
  s.summary       = 'Fast conversion between JSON and model in Swift, by reading Swift type metadata.'
  s.description   = <<-DESC
    KakaJSON converts JSON to Swift models and back without Codable, hand-written
    mapping or code generation: it reads each stored property's name, type and
    offset from the Swift runtime's type metadata and writes values in place.
  DESC
  s.homepage      = 'https://github.com/kakaopensource/KakaJSON'
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.author        = { 'The KakaJSON developers' => 'kakajson@users.noreply.github.com' }
  s.source        = { :git => 'https://github.com/kakaopensource/KakaJSON.git', :tag => s.version.to_s }
  s.swift_versions = ['6.0']

  s.ios.deployment_target     = '13.0'
  s.osx.deployment_target     = '10.15'
  s.tvos.deployment_target    = '13.0'
  s.watchos.deployment_target = '6.0'

  # CocoaPods builds one module from the SwiftPM targets of each subspec
  # chosen: the sources guard their cross-target imports with `canImport`
  # (KakaXML's import of KakaJSON asks for KakaMetadata), and
  # Scripts/check-pod.sh type-checks both forms.
  s.default_subspecs = 'Core'

  s.subspec 'Core' do |core|
    core.source_files        = 'Sources/CKakaRuntime/**/*.{h,c}',
                               'Sources/CKakaScan/**/*.{h,c}',
                               'Sources/KakaMetadata/**/*.swift',
                               'Sources/KakaJSON/**/*.swift'
    core.public_header_files = 'Sources/CKakaRuntime/include/*.h', 'Sources/CKakaScan/include/*.h'
  end

  # XML <-> models (EVReflection's XML); `XMLParser` is Foundation's on Apple platforms.
  s.subspec 'XML' do |xml|
    xml.dependency 'KakaJSON/Core'
    xml.source_files = 'Sources/KakaXML/**/*.swift'
  end

  # The sources use the `package` access level between layers, which needs a package name.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name KakaJSON' }
end
